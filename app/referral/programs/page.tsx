import { SectionPage } from "@/components/ui/section-page";

export default function Page() {
  return <SectionPage titleKey="referralPrograms" access="member" />;
}
