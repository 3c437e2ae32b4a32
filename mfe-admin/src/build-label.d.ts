/** Set by webpack's DefinePlugin from SOUQ_BUILD_LABEL; tells builds of the same app apart. */
declare const __SOUQ_BUILD_LABEL__: string;
