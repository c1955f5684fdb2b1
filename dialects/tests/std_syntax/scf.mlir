func.func @f(%lb: index, %ub: index, %s: index, %c: i1, %x: f32, %i: i32) -> f32 {
  scf.for %iv = %lb to %ub step %s {
    "t.use"(%iv) : (index) -> ()
  }
  %r = scf.for %iv = %lb to %ub step %s iter_args(%acc = %x) -> (f32) {
    %n = "t.op"(%acc) : (f32) -> f32
    scf.yield %n : f32
  }
  %r2:2 = scf.for %iv = %i to %i step %i iter_args(%a = %x, %b = %i) -> (f32, i32) : i32 {
    scf.yield %a, %b : f32, i32
  }
  scf.for unsigned %iv = %i to %i step %i : i32 {
  }
  scf.if %c {
    "t.x"() : () -> ()
  }
  scf.if %c {
  } else {
    "t.y"() : () -> ()
  }
  %y = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %r : f32
  }
  %y2 = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %r : f32
  } {t.a}
  %w = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%a2: f32):
    scf.yield %a2 : f32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %e = scf.execute_region -> f32 {
    scf.yield %x : f32
  }
  scf.execute_region {
    scf.yield
  }
  %e2 = scf.execute_region -> f32 no_inline {
    cf.br ^bb1
  ^bb1:
    scf.yield %x : f32
  }
  %sw = scf.index_switch %lb -> f32
  case 2 {
    scf.yield %x : f32
  }
  case 5 {
    scf.yield %x : f32
  }
  default {
    scf.yield %x : f32
  }
  scf.index_switch %lb
  default {
  }
  return %y : f32
}
