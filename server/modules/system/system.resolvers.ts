import { GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../../graphql/resolvers.generated';

function toIso(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new TypeError('DateTime cannot represent an invalid date');
  return date.toISOString();
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function parseDay(value: unknown): string {
  if (typeof value !== 'string' || !DAY.test(value) || Number.isNaN(Date.parse(value))) {
    throw new TypeError('Date must be a calendar day written YYYY-MM-DD');
  }
  return value;
}

export const systemResolvers: Resolvers = {
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    serialize: toIso,
    parseValue: (value) => new Date(toIso(value)),
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be a string');
      return new Date(toIso(ast.value));
    },
  }),
  Date: new GraphQLScalarType({
    name: 'Date',
    serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : parseDay(value)),
    parseValue: parseDay,
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw new TypeError('Date must be a string');
      return parseDay(ast.value);
    },
  }),
};
