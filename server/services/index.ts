// Outside services behind small interfaces (DESIGN §4), each with a local default.
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createStorage, type StorageService } from './storage';
import { createMaps, type MapsService } from './maps';
import { createBilling, type BillingService } from './billing';
import type { BillingHooks } from '../domain/billingRun';
import type { FastifyBaseLogger } from 'fastify';
import { createSms, type SmsService } from './sms';
import { createOcr, type OcrService } from './ocr';
import { rememberReadings, type ReadingStore } from './ocr/remembered';

export interface Services {
  storage: StorageService;
  maps: MapsService;
  billing: BillingService;
  sms: SmsService;
  /** Reads proof screenshots (issue 13); workers start on the first read; a screenshot sent again is read once. */
  ocr: OcrService;
  /** Test seams of the billing run (a crash between the provider call and the write). */
  billingHooks?: BillingHooks;
}

export function createServices(config: Config, db: Db, log: FastifyBaseLogger, { readingStore }: { readingStore?: ReadingStore } = {}): Services {
  return {
    storage: createStorage(config),
    maps: createMaps(config),
    billing: createBilling(config, db),
    sms: createSms(db, log),
    ocr: rememberReadings(createOcr(), { store: readingStore }),
  };
}
