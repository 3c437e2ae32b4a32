import type { paths } from './openapi';

// The API's requests and answers by endpoint, read from the types generated from its OpenAPI document (openapi.ts,
// written by `pnpm contract`). A page that types its data with these fails the type check when its endpoint changes.

export type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;

/** The whole JSON body of an endpoint's 200 answer (`unknown` where the route declares no response schema). */
export type ApiResponse<P extends ApiPath, M extends Method = 'get'> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : unknown;

/** The `data` of an endpoint's 200 answer (the envelope is `{ success, message, data }`). */
export type ApiAnswer<P extends ApiPath, M extends Method = 'get'> =
  ApiResponse<P, M> extends { data: infer Data } ? Data : unknown;

/** The whole JSON body of an endpoint's 400 answer, where the route declares one (`unknown` where it does not). */
export type ApiRefusal<P extends ApiPath, M extends Method = 'post'> =
  Operation<P, M> extends { responses: { 400: { content: { 'application/json': infer Body } } } } ? Body : unknown;

/** An endpoint's query parameters. */
export type ApiQuery<P extends ApiPath, M extends Method = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/** An endpoint's JSON body. */
export type ApiBody<P extends ApiPath, M extends Method = 'post'> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;
