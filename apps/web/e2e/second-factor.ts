import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_DATA_DIR } from './environment';

/**
 * A Super admin signs in with a TOTP code, and the server takes each 30-second step's code once,
 * one step of drift either way. The run's members keep their secret and the last step they spent
 * in E2E_DATA_DIR, so that every sign-in of the run, in whichever worker, uses a step not spent
 * yet: the current one or the next, else it waits for the clock to reach one.
 */
const STEP_MS = 30_000;
const fileOf = (username: string) => path.join(E2E_DATA_DIR, `second-factor-${username}.json`);

interface SecondFactor { secret: string; lastStep: number }

const currentStep = () => Math.floor(Date.now() / STEP_MS);

function rememberStep(username: string, factor: SecondFactor): void {
  fs.writeFileSync(fileOf(username), JSON.stringify(factor));
}

/** A code of `username`'s second factor that the server has not taken yet; each call spends one. */
export async function nextCode(username: string): Promise<string> {
  const factor = JSON.parse(fs.readFileSync(fileOf(username), 'utf8')) as SecondFactor;
  const step = Math.max(factor.lastStep + 1, currentStep());
  // A step ahead of the clock is taken until the clock is one step behind it.
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 200));
  rememberStep(username, { ...factor, lastStep: step });
  return generate({ secret: factor.secret, epoch: step * (STEP_MS / 1000) });
}

/**
 * Enrols the second factor of the member signed in with `token`, as their first sign-in demands,
 * and keeps its secret for `nextCode`. The session goes on, enrolled.
 */
export async function enrolSecondFactor(request: APIRequestContext, username: string, token: string): Promise<void> {
  const enrolled = await (await request.post('/api/v1/auth/totp/enroll', { data: {}, headers: { authorization: token } })).json();
  expect(enrolled.code, `${username}'s enrolment: ${enrolled.msg}`).toBe(200);
  const secret = (enrolled.data as { secret: string }).secret;
  rememberStep(username, { secret, lastStep: currentStep() - 1 });
  const confirmed = await (await request.post('/api/v1/auth/totp/confirm', { data: { code: await nextCode(username) }, headers: { authorization: token } })).json();
  expect(confirmed.code, `${username}'s enrolment: ${confirmed.msg}`).toBe(200);
}
