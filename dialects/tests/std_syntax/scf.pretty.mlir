module {
  func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32, %arg5: i32) -> f32 {
    scf.for %arg6 = %arg0 to %arg1 step %arg2 {
      "t.use"(%arg6) : (index) -> ()
    }
    %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg4) -> (f32) {
      %8 = "t.op"(%arg7) : (f32) -> f32
      scf.yield %8 : f32
    }
    %1:2 = scf.for %arg6 = %arg5 to %arg5 step %arg5 iter_args(%arg7 = %arg4, %arg8 = %arg5) -> (f32, i32)  : i32 {
      scf.yield %arg7, %arg8 : f32, i32
    }
    scf.for unsigned %arg6 = %arg5 to %arg5 step %arg5  : i32 {
    }
    scf.if %arg3 {
      "t.x"() : () -> ()
    }
    scf.if %arg3 {
    } else {
      "t.y"() : () -> ()
    }
    %2 = scf.if %arg3 -> (f32) {
      scf.yield %arg4 : f32
    } else {
      scf.yield %0 : f32
    }
    %3 = scf.if %arg3 -> (f32) {
      scf.yield %arg4 : f32
    } else {
      scf.yield %0 : f32
    } {t.a}
    %4 = scf.while (%arg6 = %arg4) : (f32) -> f32 {
      scf.condition(%arg3) %arg6 : f32
    } do {
    ^bb0(%arg6: f32):
      scf.yield %arg6 : f32
    }
    scf.while : () -> () {
      scf.condition(%arg3)
    } do {
      scf.yield
    }
    %5 = scf.execute_region -> f32 {
      scf.yield %arg4 : f32
    }
    scf.execute_region {
      scf.yield
    }
    %6 = scf.execute_region -> f32 no_inline {
      cf.br ^bb1
    ^bb1:  // pred: ^bb0
      scf.yield %arg4 : f32
    }
    %7 = scf.index_switch %arg0 -> f32 
    case 2 {
      scf.yield %arg4 : f32
    }
    case 5 {
      scf.yield %arg4 : f32
    }
    default {
      scf.yield %arg4 : f32
    }
    scf.index_switch %arg0 
    default {
    }
    return %2 : f32
  }
}

