import { LegalPage } from "@/components/ui/legal-page";

export default function Page() {
  return <LegalPage kind="terms" />;
}
