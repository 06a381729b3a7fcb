/**
 * The compile-time link between the three spellings of the API: the TrainerApi interface (what the
 * renderer calls), TRAINER_API_METHODS (what the preload bridge, the IPC handlers, the HTTP host and the
 * renderer's client iterate over) and SCHEMAS (what the boundary accepts). Types only: nothing here runs.
 * If a method is added to one and not the others, or an input field is declared in the interface but
 * not accepted by its schema (or the reverse), `npx tsc` fails here and names the method.
 */
import type * as z from 'zod';
import type { SCHEMAS } from './validate.ts';
import type { TrainerApi, TrainerApiMethod } from '#main/contract/trainer-api';

/** zod's output has mutable arrays; the interface's inputs are readonly. Only that difference is allowed. */
type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer U)[]
    ? readonly DeepReadonly<U>[]
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T;

type Fn = (...args: never[]) => unknown;

/** A method without a parameter takes `undefined` (the hosts send null or `{}`, which its schema reads as nothing). */
type InputOf<Api, M extends keyof Api> = Api[M] extends Fn ? (Parameters<Api[M]> extends [] ? undefined : Parameters<Api[M]>[0]) : never;

/** What the service receives, with a parameterless method's empty object read as the nothing it means. */
type ReceivedOf<S extends z.ZodType> = z.output<S> extends infer O ? (O extends Record<string, never> ? undefined : O) : never;

/**
 * The methods whose schema and declared input disagree: what the schema hands the service must be a
 * value the interface allows, and every value the interface allows must pass the schema's shape.
 */
export type InputMismatches<Api, Schemas extends Record<keyof Api, z.ZodType>> = {
  [M in keyof Api]: [ReceivedOf<Schemas[M]>] extends [InputOf<Api, M>] ? ([InputOf<Api, M>] extends [DeepReadonly<ReceivedOf<Schemas[M]>>] ? never : M) : M;
}[keyof Api];

/** Names present in one list and missing from the other (both directions). */
export type NameMismatches<A extends PropertyKey, B extends PropertyKey> = Exclude<A, B> | Exclude<B, A>;

/** Compiles only when its argument is `never`; the error shows the offending names. */
export type AssertNone<T extends never> = T;

// The method list holds every interface method and nothing else (the bridges are built from the list).
/** @public Exists to be compiled: tsc fails here when the contract drifts. */
export type MethodListCheck = AssertNone<NameMismatches<keyof TrainerApi, TrainerApiMethod>>;
// One schema per method, no schema for a method that does not exist.
/** @public Exists to be compiled: tsc fails here when the contract drifts. */
export type SchemaNamesCheck = AssertNone<NameMismatches<keyof typeof SCHEMAS, TrainerApiMethod>>;
// Each schema accepts exactly the input its method declares.
/** @public Exists to be compiled: tsc fails here when the contract drifts. */
export type SchemaInputsCheck = AssertNone<InputMismatches<TrainerApi, typeof SCHEMAS>>;
