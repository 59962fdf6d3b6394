import { configure } from '@testing-library/react';

// The shared 2-core machine is slow under load: give findBy/waitFor more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });
