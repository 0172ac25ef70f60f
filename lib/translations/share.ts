/** How much of a language's interface is translated: the texts not missing of all its texts. */
export interface TranslatedShare {
  translated: number;
  total: number;
}

/** The share as a fraction, rounded down to whole percents: one text left is never shown as 100 %. */
export const translatedFraction = ({ translated, total }: TranslatedShare): number =>
  total === 0 ? 1 : Math.floor((translated * 100) / total) / 100;
