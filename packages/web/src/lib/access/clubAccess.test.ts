import { describe, expect, it } from 'vitest';
import { canReach, homePathFor, type ClubAccess } from './clubAccess';

const outdoorStaff: ClubAccess = {
  isIndoor: false,
  csvExports: true,
  flexibleReporting: true,
  customerFlexibleReporting: true,
  touchlineStaff: false,
  clubStaff: true,
  clubAdmin: false,
};

describe('canReach', () => {
  it('keeps indoor clubs out of the dashboard, sessions and survey exports', () => {
    const indoor = { ...outdoorStaff, isIndoor: true };
    expect(canReach('dashboard', indoor)).toBe(false);
    expect(canReach('sessions', indoor)).toBe(false);
    expect(canReach('surveyExports', indoor)).toBe(false);
    expect(canReach('csvBuilder', indoor)).toBe(true);
  });
  it('follows the feature switches', () => {
    expect(canReach('surveyExports', { ...outdoorStaff, csvExports: false })).toBe(false);
    expect(canReach('csvBuilder', { ...outdoorStaff, flexibleReporting: false })).toBe(false);
    expect(
      canReach('flexibleReporting', { ...outdoorStaff, customerFlexibleReporting: false }),
    ).toBe(false);
  });
  it('opens provider tools to provider staff only', () => {
    expect(canReach('edgeDiagnostics', outdoorStaff)).toBe(false);
    expect(canReach('edgeDiagnostics', { ...outdoorStaff, touchlineStaff: true })).toBe(true);
    expect(canReach('adminFunctions', { ...outdoorStaff, touchlineStaff: true })).toBe(true);
  });
});

describe('canReach import', () => {
  it('opens the Import page to staff of a club with sessions only', () => {
    expect(canReach('import', outdoorStaff)).toBe(true);
    expect(canReach('import', { ...outdoorStaff, clubStaff: false })).toBe(false);
    expect(canReach('import', { ...outdoorStaff, isIndoor: true })).toBe(false);
  });
});

describe('homePathFor', () => {
  it("sends staff of indoor clubs to flexible reporting and others' to the dashboard", () => {
    expect(homePathFor({ isIndoor: true, clubStaff: true })).toBe('/flexible_reporting');
    expect(homePathFor({ isIndoor: false, clubStaff: true })).toBe('/dashboard');
  });

  it('sends an athlete to their own home, in any club', () => {
    expect(homePathFor({ isIndoor: false, clubStaff: false })).toBe('/home');
    expect(homePathFor({ isIndoor: true, clubStaff: false })).toBe('/home');
    expect(canReach('athleteHome', { ...outdoorStaff, clubStaff: false })).toBe(true);
    expect(canReach('athleteHome', outdoorStaff)).toBe(false);
  });
});
