import { TripsPage } from "@/components/booking/trips-page";

export default function Page() {
  return <TripsPage view="trips" />;
}
