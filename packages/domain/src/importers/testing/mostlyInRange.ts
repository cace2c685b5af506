import fc from 'fast-check';

/** Values of `valid` four times in five, else of `any`: most test files read, some are refused. */
export function mostlyInRange<T>(valid: fc.Arbitrary<T>, any: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: any });
}
