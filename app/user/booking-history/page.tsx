import { SectionPage } from "@/components/ui/section-page";

export default function Page() {
  return <SectionPage titleKey="bookingHistory" access="member" />;
}
