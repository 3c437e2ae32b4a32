import { configure } from '@testing-library/react';

// See jest.config.cjs: waits end as soon as what they wait for shows; this only lets them wait longer on a busy machine.
configure({ asyncUtilTimeout: 5000 });
