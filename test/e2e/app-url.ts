/** Names shared by playwright.config.ts, global-setup.ts and the fixtures. */

/** The page's URL with the run's token, set by global-setup.ts for the workers. */
export const APP_URL_ENV = 'ATTACK_TRAINER_E2E_URL';
/** The run's scratch folder (host data, browser home), made by playwright.config.ts. */
export const SCRATCH_ENV = 'ATTACK_TRAINER_E2E_SCRATCH';

export const appUrl = (): URL => {
  const raw = process.env[APP_URL_ENV];
  if (raw === undefined || raw === '') throw new Error(`${APP_URL_ENV} is not set: global-setup.ts starts the host and sets it`);
  return new URL(raw);
};
