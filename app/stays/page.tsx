import { ProductLanding } from "@/components/search/product-landing";

export default function Page() {
  return <ProductLanding product="stays" />;
}
