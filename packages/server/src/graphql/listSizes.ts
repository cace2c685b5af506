import {
  getDirectiveValues,
  getNullableType,
  isListType,
  type GraphQLDirective,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';

/** A list field that declares no @listSize (a test keeps every list field declared). */
const UNDECLARED_LIST_SIZE = 100;

interface DeclaredSize {
  assumedSize: number;
  narrowedBy: string | null;
}

function isDeclaredSize(value: unknown): value is { assumedSize: number; narrowedBy?: string } {
  return typeof value === 'object' && value !== null && 'assumedSize' in value;
}

/**
 * How many items each list field of a schema is counted as (its @listSize,
 * see base/schema.graphql), read once per field.
 */
export class ListSizes {
  private readonly directive: GraphQLDirective | null | undefined;
  private readonly declared = new WeakMap<GraphQLField<unknown, unknown>, DeclaredSize | null>();

  constructor(schema: GraphQLSchema) {
    this.directive = schema.getDirective('listSize');
  }

  /** The declared size of a list field; null for a field that is not a list or declares none. */
  declaredSize(field: GraphQLField<unknown, unknown>): DeclaredSize | null {
    const known = this.declared.get(field);
    if (known !== undefined) return known;
    const values =
      this.directive && field.astNode ? getDirectiveValues(this.directive, field.astNode) : null;
    const size = isDeclaredSize(values)
      ? { assumedSize: values.assumedSize, narrowedBy: values.narrowedBy ?? null }
      : null;
    this.declared.set(field, size);
    return size;
  }

  /**
   * Its declared size, narrowed by its arguments; for a list that declares
   * none, UNDECLARED_LIST_SIZE; 1 for any other field (a JSON field that
   * carries a list declares its size).
   */
  sizeOf(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number {
    const declared = this.declaredSize(field);
    if (!declared) return isListType(getNullableType(field.type)) ? UNDECLARED_LIST_SIZE : 1;
    const narrowing = declared.narrowedBy === null ? undefined : args[declared.narrowedBy];
    return Array.isArray(narrowing) && narrowing.length > 0
      ? Math.min(narrowing.length, declared.assumedSize)
      : declared.assumedSize;
  }
}
