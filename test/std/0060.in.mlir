// ir-gen std --seed 60 --size 10
module {
  func.func private @compute0(%1: f32 {llvm.noundef, test.tag = "x"}, %v2: memref<8x3xi16>, %tmp3: tensor<8x3xi32>) -> (i16, memref<1x1x2xf32>) {
    %4 = arith.constant 0 : index
    %5 = arith.constant 2 : index
    %tmp6 = arith.constant 1 : index //
    %tmp8 = arith.constant 3.0 : f64
    %c_9 = arith.constant -1 : i64
    %res:2 = scf.parallel (%i_7) = (%4) to (%5) step (%tmp6) init (%tmp8, %c_9) -> (f64, i64) {
      %11 = arith.constant false
      %12 = arith.select %11, %1, %1 : f32
      scf.reduce(%tmp8, %c_9 : f64, i64) {
      ^bb0(%13: f64, %14: f64):
        %15 = arith.addf %13, %14 : f64
        scf.reduce.return %15 : f64
      }, {
      ^bb0(%t16: i64, %sum: i64):
        %red = arith.muli %t16, %sum : i64
        scf.reduce.return %red : i64
      }
    }
    %cmp = arith.cmpi ult, %5, %5 : index
    %res_21:2 = scf.if %cmp -> (index, i16) {
      %acc = arith.constant 6 : index
      %23 = arith.constant 2 : index
      %24 = tensor.empty(%acc, %23) : tensor<?x1x?xf16>
      %rhs = arith.cmpf ule, %24, %24 fastmath<fast> : tensor<?x1x?xf16>
      %cst_26 = arith.constant dense<71> : vector<8x3xi64>
      %27 = arith.trunci %cst_26 overflow<none> : vector<8x3xi64> to vector<8x3xi32>
      %29 = arith.constant 53 : index
      scf.index_switch %29
      case 2 {
        %from_elements = tensor.from_elements %1 : tensor<1xf32>
        scf.yield
      }
      default {
        %val:2 = func.call @compute0(%1, %v2, %tmp3) : (f32, memref<8x3xi16>, tensor<8x3xi32>) -> (i16, memref<1x1x2xf32>)
        %c = arith.constant 0x0 : i32
        %cmp_34 = arith.cmpi uge, %c, %c : i32
        cf.assert %cmp_34, "ok"
        %cst_35 = arith.constant -7.5 : f32
        %36 = arith.mulf %cst_35, %1 : f32
        scf.yield
      }
      %c_37 = arith.constant 3 : i16
      scf.yield %5, %c_37 : index, i16
    } else {
      %lhs = arith.constant 1 : i16
      scf.yield %tmp6, %lhs : index, i16
    }
    cf.br ^exit1
  ^exit1:
    %39 = arith.constant 2.5 : bf16

    cf.br ^b2(%39 : bf16)
  ^b2(%y: bf16):
    %41 = arith.constant 64 : i16
    cf.br ^bb3(%41 : i16)
  ^bb3(%42: i16):  // note
    cf.br ^exit4
  ^exit4:
    %x_1 = memref.alloc() : memref<1x1x2xf32>
    return %res_21#1, %x_1 : i16, memref<1x1x2xf32>
  }
}
