export const LENGTH_BANDS = ["3-5", "6-9", "10+"];
