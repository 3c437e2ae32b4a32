// The remotes' exposed modules under their federation names, which only the single-bundle build resolves (to the
// remotes' source files, build-config/webpack/singleBundle.cjs); the composed shell loads them through federation.
declare module 'auth/app';
declare module 'auth/AuthModal';
declare module 'property/app';
declare module 'property/FeaturedProperties';
declare module 'auto/app';
declare module 'auto/FeaturedAutos';
declare module 'account/app';
declare module 'admin/app';
