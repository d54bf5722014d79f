/**
 * Loads the ALTCHA widget in its CSP-friendly form (imported only by the lazily loaded widget of
 * /register and of the contact form on /discover):
 * - `altcha/external` is the build that injects no <style> element and bundles no blob workers;
 * - its stylesheet is imported here, so Vite emits it as a CSS file served from 'self';
 * - the proof-of-work workers are Vite `?worker` imports, emitted as files served from 'self'.
 * Argon2id and scrypt are not registered: their workers need WebAssembly, which the CSP forbids.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/it';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}
