import type { Profile } from "@/lib/account/get-profile";
import { AccountForm } from "./account-form";
import { accountValues } from "./account-values";
import { localeChoices } from "./locale-choices";

/** The details form, filled from the profile answer, with the site's languages and currencies to choose from. */
export async function ProfileAccountForm({ profile }: { profile: Profile }) {
  return <AccountForm initial={accountValues(profile)} {...await localeChoices()} />;
}
