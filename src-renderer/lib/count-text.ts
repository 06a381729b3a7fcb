/**
 * Counts as the renderer writes them: "1 legal declaration", "12,345 legal declarations". The words
 * live in the shared text module (plurals by Intl.PluralRules); this file keeps the renderer's names.
 */
import { countText, formatCount } from '#shared/text/learner-text';

export { formatCount, countText as plural };
