import { getProfile } from "@/lib/account/get-profile";
import { TravelProfileForm } from "./travel-profile-form";
import { TravelersManager } from "./travelers-manager";

/** Travel profile and saved travellers (on /user/travelers and the Travel Profile tab of /user-details). */
export async function TravelProfileSections({ userId }: { userId: number }) {
  const profile = await getProfile(userId);
  const tp = profile.travprofile;
  const pref = profile.travelpreference;
  return (
    <div className="max-w-3xl space-y-6">
      <TravelProfileForm
        initial={{
          dateOfBirth: tp.date_of_birth,
          gender: tp.gender,
          ageRange: tp.age_range,
          seat: pref.seat,
          meal: pref.meal,
          bed: pref.bed,
          smoking: pref.smoking,
          loyalty: tp.loyalty_numbers,
        }}
      />
      <TravelersManager initial={profile.travelers} />
    </div>
  );
}
