import { createServiceApp } from './service-app.ts';

// `npx cdk synth|deploy` runs this file (see cdk.json); settings come from context, see service-context.ts.
createServiceApp().app.synth();
