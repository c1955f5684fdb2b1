// ir-gen std --seed 200 --size 18
module attributes {test.module_note = "std"} {
  func.func private @f0(%v1: i64 {test.foo = 1 : i32}, %v2: tensor<8xf32> {test.foo = 1 : i32}) -> (memref<2xf32> {llvm.noundef}) {
    %cst_3 = arith.constant dense<[100.0, 1.5e-1]> : tensor<2xbf16>
    %cst = arith.constant dense<[[0.0, 2.5, 1.000000e+00, 100.0, -1.0, 4.0E+2, 3.0, 4.0E+2], [1.5e-1,0.0,0.5,100.0,-7.5,2.5,1.000000e+00,100.0]]> : tensor<2x8xbf16>
    %5 = linalg.broadcast ins(%cst_3 : tensor<2xbf16>) outs(%cst : tensor<2x8xbf16>) dimensions = [1]
    %sum = arith.constant 3.0 : f32
    %7 = math.atan %sum fastmath<fast> : f32
    %x8 = arith.constant dense<false> : vector<2xi1>
    %cmp_9 = arith.cmpi ule, %x8, %x8 : vector<2xi1>
    %c_10 = arith.constant 1 : index
    %v11 = arith.constant 7 : index

    %tmp12 = tensor.extract %5[%c_10, %v11] : tensor<2x8xbf16>
    %c = arith.constant 0 : i1
    %c_14 = arith.constant -1 : i32
    %c_15 = arith.constant 38 : i32
    %y = arith.select %c, %c_14, %c_15 : i32
    %cmp_17 = arith.cmpi uge, %v1, %v1 : i64
    scf.if %cmp_17 {
    // ---- comment line ----
      %18 = arith.select %c, %sum, %sum : f32
      %c_19 = arith.constant 0 : index
      %20 = tensor.insert %tmp12 into %cst_3[%c_19] : tensor<2xbf16>
    }
    %t21 = arith.constant dense<[100.0,4.0E+2]> : tensor<2xf64>
    %22 = math.atan2 %t21, %t21 fastmath<nnan, ninf, nsz> : tensor<2xf64>
    %23 = arith.constant -1.0 : bf16
    %minnumf_24 = arith.minnumf %tmp12, %23 : bf16
    %val = arith.constant dense<18> : tensor<4xi32>
    scf.forall (%27) in (1) {
      %28 = tensor.empty() : tensor<4x2xf16>
      %empty_29 = tensor.empty() : tensor<2xf16>
      %x_1 = linalg.reduce ins(%28 : tensor<4x2xf16>) outs(%empty_29 : tensor<2xf16>) dimensions = [0]
        (%rhs: f16, %v32: f16) {
          %acc = arith.addf %rhs, %v32 : f16
          linalg.yield %acc : f16
        }
      %cst_34 = arith.constant 2.5 : f64
      %neg_35 = arith.negf %cst_34 fastmath<arcp> : f64
      %ceildivsi_36 = arith.ceildivsi %v1, %v1 : i64
    }
    %38 = arith.constant 2 : index
    %40 = arith.constant 3 : index
    %43 = scf.for %41 = %38 to %38 step %40 iter_args(%t42 = %sum) -> f32 {
      %a.b = func.constant @f0 : (i64, tensor<8xf32>) -> (memref<2xf32>)
      %r = func.call_indirect %a.b(%v1, %v2) : (i64, tensor<8xf32>) -> (memref<2xf32>)    // keep
      %46 = tensor.cast %t21 : tensor<2xf64> to tensor<?xf64>
      scf.yield %sum : f32
    }
    %alloca_47 = memref.alloca() {alignment = 16 : i64} : memref<2xf32>
    func.return %alloca_47 : memref<2xf32>
  }
}
