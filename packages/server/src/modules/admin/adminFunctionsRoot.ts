/** The `admin` root field's value: nothing but the proof that provider staff asked. */
export type AdminFunctionsRoot = Record<string, never>;
