import { EMPTY_SIGN_UP_FORM, detailsErrors, passwordErrors, registerPayload } from "@/components/auth/sign-up-request";
import { flatSearchParams } from "@/lib/http/search-params";

const person = { ...EMPTY_SIGN_UP_FORM, email: "ana@example.com", title: "1", firstName: "Ana", lastName: "Lima" };

describe("sign-up dialog's checks (SPEC §2)", () => {
  it("the e-mail view asks for the access code only when it is shown", () => {
    expect(detailsErrors(person, false)).toEqual({});
    expect(detailsErrors(person, true)).toEqual({ accesscode: "accessCodeRequired" });
  });

  it("the e-mail view names each missing or malformed field", () => {
    expect(detailsErrors(EMPTY_SIGN_UP_FORM, false)).toEqual({
      email: "emailRequired",
      title: "titleRequired",
      firstName: "firstNameRequired",
      lastName: "lastNameRequired",
    });
    expect(detailsErrors({ ...person, email: "ana@", firstName: "4na" }, false)).toEqual({ email: "invalidMail", firstName: "nameCharacters" });
  });

  it("the password view: terms accepted, the same password twice, of the required classes", () => {
    const ok = { ...person, password: "Abcdef1!", confirm: "Abcdef1!", accept: true };
    expect(passwordErrors(ok)).toEqual({});
    expect(passwordErrors({ ...ok, accept: false })).toEqual({ accept: "acceptTerms" });
    expect(passwordErrors({ ...ok, confirm: "other" })).toEqual({ confirm: "passwordsDoNotMatch" });
    expect(passwordErrors({ ...ok, password: "abcdefgh", confirm: "abcdefgh" })).toEqual({ password: "passwordRule" });
    expect(passwordErrors({ ...ok, password: "", confirm: "" })).toEqual({ password: "passwordRequired" });
  });

  it("jsonRegister carries the access code only when shown, the title as a number and the phone's country", () => {
    const country = { countryId: 1, countryCode: "BR", countryName: "Brazil", countryFlag: "br.svg", isdCode: "+55" };
    const body = registerPayload({
      form: { ...person, accesscode: " CODE ", mobile: "11999990000" },
      showAccessCode: false,
      nationality: 7,
      masterCode: null,
      context: {},
      country,
    });
    expect(body).toMatchObject({
      accesscode: null,
      title: 1,
      nationality: 7,
      userdetails: { country_code: "BR", mobile_country_code: "+55", first_name: "Ana" },
    });
  });
});

describe("flatSearchParams", () => {
  it("keeps one string per parameter, cut to 200 characters; repeated ones joined only when asked", () => {
    const raw = { a: "x".repeat(300), stops: ["0", "1"], none: undefined };
    expect(flatSearchParams(raw)).toEqual({ a: "x".repeat(200) });
    expect(flatSearchParams(raw, { joinArrays: true })).toEqual({ a: "x".repeat(200), stops: "0,1" });
  });
});
