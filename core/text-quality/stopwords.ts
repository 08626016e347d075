import type { WritingLanguage } from "../writer/property-facts";

/**
 * The commonest function words of each writing language: articles, prepositions, pronouns, conjunctions and the
 * commonest verb forms. Real sentences are full of them (a quarter to a half of the words); word salad and lists of
 * nouns have almost none, and another language has its own. Only a few dozen per language: enough to tell the six
 * apart on a sentence or two, small enough to read.
 */
export const STOPWORDS: Readonly<Record<WritingLanguage, ReadonlySet<string>>> = {
  en: new Set(
    "the a an and or but of to in on at for with from by as is are was be has have it its this that these those you your yours we our there here which who what when where while than then so if not no all each every one two up out into near over about after before can will just also only more most very".split(" "),
  ),
  es: new Set(
    "el la los las un una unos unas y o pero de del al en con sin por para como es son está están hay su sus tu tus nuestro nuestra que qué se lo le les muy más este esta estos estas ese esa cerca desde hasta también todo toda todos cada entre sobre donde cuando".split(" "),
  ),
  fr: new Set(
    "le la les un une des et ou mais de du au aux en dans sur avec sans pour par comme est sont il elle ils vous votre vos nous notre nos que qui ce cette ces se ne pas plus très tout toute tous chaque près depuis aussi où quand entre l d qu c n s j".split(" "),
  ),
  de: new Set(
    "der die das den dem des ein eine einen einem einer und oder aber von zu zum zur im in am an auf mit ohne für durch als ist sind war hat haben es sie ihr ihre ihnen wir unser unsere dass wer was wie sich nicht kein keine sehr mehr auch alle jede jeder nach bei vom ins".split(" "),
  ),
  it: new Set(
    "il lo la i gli le un uno una e o ma di del della dei delle al alla in nel nella con senza per da dal dalla come è sono ci hai vostro vostra nostro nostra che chi si non più molto questo questa questi queste ogni tutto tutti vicino anche dove quando tra l d all dell nell sull".split(" "),
  ),
  pt: new Set(
    "o a os as um uma uns umas e ou mas de do da dos das ao à em no na nos nas com sem por para pelo pela como é são está estão há seu sua seus suas você vocês nosso nossa que se não mais muito este esta estes estas esse essa perto também todo toda todos cada entre onde quando".split(" "),
  ),
};
