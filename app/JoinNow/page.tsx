import { JoinNowPage } from "@/components/join/join-now-page";

export default function Page() {
  return <JoinNowPage />;
}
