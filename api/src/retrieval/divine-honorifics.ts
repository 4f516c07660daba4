/**
 * Arabic writers follow the name of God with a formula of praise: "الله تعالى", "الله
 * سبحانه وتعالى", "الله عز وجل". The formula says nothing about what is asked, and its
 * words meet the words of what is: "حرمها الله تعالى على الناس" holds "تعالى على الناس",
 * the name of haughtiness towards people. Questions are searched without it.
 */
const NAME_OF_GOD = String.raw`(?:^|(?<=[\s(«"'“]))[وفبلك]?(?:الله|اللّه|لله|ربنا|ربك|ربه|ربي)`;
const FORMULA = String.raw`(?:سبحانه\s+و\s*تعالى|تبارك\s+و\s*تعالى|عز\s+و\s*جل|جل\s+و\s*علا|جل\s+جلاله|تعالى|سبحانه|عز\s+شأنه)`;
const NAME_WITH_FORMULA = new RegExp(String.raw`(${NAME_OF_GOD})\s+${FORMULA}(?=$|[\s.,،؛:؟?!)»"'”])`, 'gu');

/** The Arabic text with the formulas of praise after the name of God left out (the name stays). */
export function withoutDivineHonorifics(text: string): string {
  return text.replace(NAME_WITH_FORMULA, '$1');
}
