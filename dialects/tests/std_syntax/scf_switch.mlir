func.func @f(%a: index, %x: i32, %c: i1) {
  scf.index_switch %a {t.q}
  case 1 {
    "t.a"() : () -> ()
    scf.yield
  }
  default {
    "t.b"() : () -> ()
  }
  %r:2 = scf.index_switch %a -> i32, i32
  default {
    scf.yield %x, %x : i32, i32
  }
  scf.if %c {
  } else {
  }
  return
}
func.func @g(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    5: ^bb1,
    5: ^bb1
  ]
^bb1:
  return
}
