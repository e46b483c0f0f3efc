// The package swap and the agent's describer read the terms words here; they live in lib/terms/page-words.ts.
export { termsWords } from "@/lib/terms/page-words";
