module {
  func.func @f(%arg0: index, %arg1: i32, %arg2: i1) {
    scf.index_switch %arg0 {t.q} 
    case 1 {
      "t.a"() : () -> ()
      scf.yield
    }
    default {
      "t.b"() : () -> ()
    }
    %0:2 = scf.index_switch %arg0 -> i32, i32 
    default {
      scf.yield %arg1, %arg1 : i32, i32
    }
    scf.if %arg2 {
    } else {
    }
    return
  }
  func.func @g(%arg0: i32) {
    cf.switch %arg0 : i32, [
      default: ^bb1,
      5: ^bb1,
      5: ^bb1
    ]
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
    return
  }
}

