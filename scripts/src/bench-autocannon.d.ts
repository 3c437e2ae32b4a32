// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }
  interface Result {
    errors: number;
    timeouts: number;
    requests: { average: number };
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, time: number) => void): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
