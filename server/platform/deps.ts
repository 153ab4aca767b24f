// The app's dependencies, built once at start (server/app.ts) and handed to every handler and job:
// the database, the configuration, the mailer and the payment provider.
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from './mail/mail-types';
import type { PaymentProvider } from '../billing/index';

export interface Deps { db: Db; config: Config; mailer: Mailer; payments: PaymentProvider }
