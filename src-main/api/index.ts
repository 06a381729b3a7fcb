/** The TrainerApi service of the main process (Node-only through the store and the worker). */
export { createTrainerService } from './service.ts';
export { USER_PACK_SETTING, LEGACY_USER_PACK_ID } from './user-pack.ts';
export { SCHEMAS, validateInput, zodIssues, formatZodPath, type ApiInput } from './validate.ts';
export { apiErr, apiOk, formatIssue, type ApiIssue } from './errors.ts';
export { toStoredPack, packText } from '../store/stored-pack.ts';
export { toLearnerQuiz } from './learner-quiz.ts';
export type * from './trainer-api.ts';
export { API_ERROR_CODES, TRAINER_API_METHODS, TOKEN_HEADER, httpRoute, ipcChannel } from './trainer-api.ts';
