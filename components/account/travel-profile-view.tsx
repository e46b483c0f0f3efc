"use client";

import type { Profile } from "@/lib/account/get-profile";
import { TravelProfileForm } from "./travel-profile-form";
import { TravelersManager } from "./travelers-manager";

/** What the travel profile sections read of the profile answer (SPEC §3 Profile, GET /api/profile). */
export type TravelSections = Pick<Profile, "travprofile" | "travelpreference" | "travelers">;

/** Travel profile and saved travellers, from the member's profile answer. */
export function TravelProfileView({ profile }: { profile: TravelSections }) {
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
