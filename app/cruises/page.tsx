import { CruiseLanding } from "@/components/cruises/cruise-landing";

export default function Page() {
  return <CruiseLanding />;
}
