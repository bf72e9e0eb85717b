import { describe, expect, test } from '@jest/globals';
import { overallConfidence, verificationFlags } from './verification.js';

describe('verification rules shared by the extractors', () => {
  test('flags every mandatory field of the category, found or not, and every field read with low confidence', () => {
    expect(
      verificationFlags('INCORPORATION_CERT', { companyName: 0.95, cin: 1, pan: 0.79, paidUpCapital: 0.8 }),
    ).toEqual({
      companyName: 'mandatory_verification',
      cin: 'mandatory_verification',
      dateOfIncorporation: 'mandatory_verification',
      pan: 'mandatory_verification',
    });
    expect(verificationFlags('OTHER', { companyName: 0.9 })).toEqual({});
  });

  test('combines the category confidence with the mean over found and mandatory fields, a missing one counting 0', () => {
    expect(overallConfidence('PAN_CARD', 0.9, { pan: 1, companyName: 0.8 })).toBeCloseTo(0.81, 3);
    expect(overallConfidence('PAN_CARD', 0.9, { companyName: 0.8 })).toBeCloseTo(0.36, 3);
    expect(overallConfidence('OTHER', 0.6, {})).toBeCloseTo(0.6, 3);
  });
});
