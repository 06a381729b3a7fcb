/**
 * The API's value lists, defined by the domain modules that own them (docs/architecture.md) and
 * named here for the renderer, which imports the main side only through the API contract.
 */
export { REVIEW_RATINGS } from '#main/domain/review/rating';
export { QUIZ_STATUSES } from '#main/domain/review/status';
