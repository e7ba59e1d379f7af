/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module "autocannon" {
  /** One request as autocannon is about to send it. */
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  /** A step of the request sequence; `setupRequest` may change each request before it is sent. */
  export interface Request extends RequestParams {
    setupRequest?: (request: RequestParams) => RequestParams;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    requests?: Request[];
  }
  export interface Result {
    requests: { average: number; total: number };
    latency: { p99: number; p50: number };
    errors: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
