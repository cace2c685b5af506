import { describe, expect, it } from 'vitest';
import { rootState, type RootStateInput } from './rootState';

const base: RootStateInput = {
  loading: false,
  errorMessage: undefined,
  person: { subscription: null, clubs: [{ id: '1' }, { id: '2' }] },
  currentClubId: '1',
  clubsMarker: false,
  mobile: false,
};

describe('rootState', () => {
  it('waits for the person', () => {
    expect(rootState({ ...base, person: undefined, loading: true })).toEqual({ kind: 'loading' });
  });
  it('fails when the person cannot be loaded', () => {
    expect(rootState({ ...base, person: undefined, errorMessage: 'Boom' })).toEqual({
      kind: 'failed',
      message: 'Boom',
    });
  });
  it('tells subscribers without clubs to use the app, others to wait for approval', () => {
    expect(rootState({ ...base, person: { subscription: { id: 's' }, clubs: [] } }).kind).toBe(
      'mobileWelcome',
    );
    expect(rootState({ ...base, person: { subscription: null, clubs: [] } }).kind).toBe('noClub');
  });
  it('enters a valid current club', () => {
    expect(rootState(base)).toEqual({ kind: 'club', clubId: '1' });
  });
  it('picks a club when the stored one is not the person’s', () => {
    expect(rootState({ ...base, currentClubId: '9' })).toEqual({
      kind: 'selectClub',
      mode: 'auto',
    });
    expect(rootState({ ...base, currentClubId: null })).toEqual({
      kind: 'selectClub',
      mode: 'auto',
    });
  });
  it('shows the mobile splash on phones without a valid club only', () => {
    expect(rootState({ ...base, currentClubId: null, mobile: true }).kind).toBe('mobileSplash');
    expect(rootState({ ...base, mobile: true }).kind).toBe('club');
  });
  it("leads a phone on from the splash to the picker through the clubs marker (the splash's 'Continue')", () => {
    expect(rootState({ ...base, currentClubId: null, mobile: true, clubsMarker: true })).toEqual({
      kind: 'selectClub',
      mode: 'marker',
    });
  });
  it('shows the picker at the clubs marker', () => {
    expect(rootState({ ...base, clubsMarker: true })).toEqual({
      kind: 'selectClub',
      mode: 'marker',
    });
  });
});
