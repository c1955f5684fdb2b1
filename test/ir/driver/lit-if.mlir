// The runner's %if substitution (not ir-opt): a true feature takes the first
// branch, a false one the %else branch or nothing; %if may be nested and may
// stand inside a command.
// RUN: echo %if shell %{ taken %} %else %{ wrong %} | FileCheck %s --check-prefix=A
// RUN: echo %if no-such-feature %{ wrong %} %else %{ else-taken %} | FileCheck %s --check-prefix=B
// RUN: echo x %if !no-such-feature && shell %{ a %if shell %{ b %} %else %{ c %} %} y | FileCheck %s --check-prefix=C
// RUN: %if no-such-feature %{ false %}
// RUN: echo %%if shell | FileCheck %s --check-prefix=D

// A: {{^}}taken{{$}}
// B: {{^}}else-taken{{$}}
// C: {{^}}x a b y{{$}}
// D: {{^}}%if shell{{$}}
