import Link from "@/components/ui/link";
import { PageBody, PageHeader } from "@/components/ui/page-header";

/** A checkout that cannot go on (a bad link, an offer gone): the reason and the way back to the search. */
export function CheckoutMessage({ title, text, backHref, backLabel }: { title: string; text: string; backHref: string; backLabel: string }) {
  return (
    <>
      <PageHeader title={title} />
      <PageBody>
        <p role="alert" className="text-slate-700" data-testid="checkout-message">
          {text}
        </p>
        <Link href={backHref} className="mt-4 inline-block font-semibold text-brand underline">
          {backLabel}
        </Link>
      </PageBody>
    </>
  );
}
