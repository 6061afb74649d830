import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { SMTPServer } from 'smtp-server';
import { DEMO_PASSWORD, USERS } from '../support/session';
import { capture } from '../support/capture';

/**
 * An administrator invites a manager; the invitation reaches a real SMTP server started here; the
 * manager opens the link, goes through onboarding and lands on monitoring. The journey runs its own
 * app server (fresh database, SMTP_URL pointing at the test SMTP server) beside the shared one.
 */

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface TMail {
  to: string[];
  raw: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const address = probe.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        probe.close(() => resolve(port));
      });
  });
}

/** The body of a message with quoted-printable soft breaks and escapes undone. */
function decodeBody(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

let smtp: SMTPServer;
const inbox: TMail[] = [];
let server: ChildProcess;
let baseUrl = '';
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(150_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tramline-e2e-people-'));
  server = spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Tramline <no-reply@prairie-cerrado.example.com>',
      PUBLIC_URL: baseUrl,
      SIMULATE_DEMO: 'false',
    },
    stdio: 'ignore',
    detached: true,
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const healthy = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the journey server did not start');
});

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('an administrator invites a manager, who onboards from the emailed link and lands on monitoring', async ({
  browser,
}) => {
  test.setTimeout(120_000);

  // The administrator signs in and opens the invites from the user menu.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto(`${baseUrl}/login`);
  await admin.getByLabel('Username').fill(USERS.admin);
  await admin.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await admin.getByLabel(/^Password/).press('Enter');
  await expect(admin).toHaveURL(/\/monitoring$/);
  await admin.getByTestId('user-menu').click();
  await admin.getByRole('menuitem', { name: 'Invites' }).click();
  await expect(admin).toHaveURL(/\/invite-top-manager$/);

  // The invitation: a manager of Central Iowa, emailed at once.
  await admin.getByRole('button', { name: 'Invite someone' }).click();
  const form = admin.getByRole('dialog', { name: 'Invite a top manager or manager' });
  await form.getByRole('textbox', { name: 'Full name' }).fill('Morgan Reyes');
  await form.getByRole('textbox', { name: 'Username' }).fill('morgan.reyes');
  await form.getByRole('textbox', { name: 'Email' }).fill('morgan.reyes@example.com');
  await expect(form.getByRole('combobox', { name: 'Branch' })).toHaveValue('Central Iowa');
  await expect(form.getByRole('combobox', { name: 'Role' })).toHaveValue('Manager');
  await form.getByRole('button', { name: 'Create invite' }).click();
  const issued = admin.getByRole('dialog', { name: 'Invitation link' });
  await expect(issued.getByText('The invitation was emailed to morgan.reyes@example.com.')).toBeVisible();
  await capture(admin, 'people-invite-issued');
  await admin.keyboard.press('Escape');
  await expect(issued).toBeHidden();
  await expect(admin.getByRole('row', { name: /Morgan Reyes/ }).getByTestId('invite-status')).toHaveText(
    'Active',
  );

  // The email arrives at the SMTP server with the link.
  await expect.poll(() => inbox.length, { timeout: 15_000 }).toBe(1);
  const mail = inbox[0]!;
  expect(mail.to).toEqual(['morgan.reyes@example.com']);
  expect(mail.raw).toMatch(/^Subject: Your invitation to Prairie & Cerrado Ag Services on Tramline/m);
  const body = decodeBody(mail.raw);
  expect(body).toContain('Hello Morgan Reyes,');
  const link = /(http:\/\/127\.0\.0\.1:\d+\/invite\?hash=[\w-]+&owner=demo)/.exec(body)?.[1];
  expect(link).toBeDefined();

  // The manager opens the link on their own computer: onboarding, and nothing else, until finished.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await manager.goto(link!);
  await expect(manager).toHaveURL(/\/onboarding$/);
  await expect(
    manager.getByRole('heading', { name: 'Welcome to Prairie & Cerrado Ag Services' }),
  ).toBeVisible();
  await manager.goto(`${baseUrl}/records/employees`);
  await expect(manager).toHaveURL(/\/onboarding$/);

  // Terms and conditions.
  await manager.getByRole('button', { name: 'Next' }).click();
  await expect(manager.getByText('Accept the terms and conditions to continue')).toBeVisible();
  await capture(manager, 'people-onboarding-terms');
  await manager.getByLabel('I have read and accept the terms and conditions').check();
  await manager.getByRole('button', { name: 'Next' }).click();

  // A password without an uppercase letter and a special character fails those two rules.
  await manager.getByLabel(/^New password/).fill('fieldwork2026');
  await manager.getByLabel(/^Confirm new password/).fill('fieldwork2026');
  const rules = manager.getByTestId('password-rules');
  await expect(rules.locator('[data-passed="false"]')).toHaveCount(2);
  await expect(rules.locator('[data-passed="false"]')).toHaveText([
    'An uppercase letter',
    'A special character (such as # or !)',
  ]);
  await manager.getByRole('button', { name: 'Next' }).click();
  await expect(
    manager.getByText(
      'The password needs at least one letter, one uppercase letter, one number and one special character',
    ),
  ).toBeVisible();
  await capture(manager, 'people-onboarding-password');

  // Then it passes.
  await manager.getByLabel(/^New password/).fill('Fieldwork#2026');
  await manager.getByLabel(/^Confirm new password/).fill('Fieldwork#2026');
  await expect(rules.locator('[data-passed="false"]')).toHaveCount(0);
  await manager.getByRole('button', { name: 'Next' }).click();

  // Registration: the invitation filled the details in.
  await expect(manager.getByRole('textbox', { name: 'Name' })).toHaveValue('Morgan Reyes');
  await expect(manager.getByRole('textbox', { name: 'Email' })).toHaveValue('morgan.reyes@example.com');
  await manager.getByRole('textbox', { name: 'Phone' }).fill('+1 515 555 0188');
  await capture(manager, 'people-onboarding-registration');
  await manager.getByRole('button', { name: 'Finish and sign in' }).click();

  // Signed in as the new manager, on monitoring.
  await expect(manager).toHaveURL(/\/monitoring$/);
  await expect(manager.getByTestId('user-menu')).toContainText('Morgan Reyes');
  await expect(manager.getByTestId('user-menu')).toContainText('Manager');
  await expect(manager.getByTestId('active-branch')).toHaveText('Central Iowa');

  // The invite is finished, and the new manager signs in again with the password just set.
  await admin.reload();
  await expect(admin.getByRole('row', { name: /Morgan Reyes/ }).getByTestId('invite-status')).toHaveText(
    'Finished',
  );
  const again = await manager.request.post(`${baseUrl}/api/v2/auth-sgpa/create`, {
    data: { login: 'morgan.reyes', password: 'Fieldwork#2026', owner: 'demo' },
  });
  expect(again.status()).toBe(200);
  expect((await again.json()).recovery).toBe(false);

  await managerContext.close();
  await adminContext.close();
});
