// ir-gen std --seed 223 --size 17
module attributes {test.module_note = "std"} {
  module @inner {
    func.func private @helper1(%arg: i64, %2: memref<?xf16>, %4: f16) {
      %5 = arith.constant 1 : i1
      %sel_6 = arith.select %5, %arg, %arg : i64
      %7 = tensor.from_elements %sel_6 : tensor<1xi64>
      %8 = arith.constant 1 : index
      %c = arith.constant 3 : index
      %r = scf.for %10 = %8 to %8 step %c iter_args(%res = %sel_6) -> i64 {
        scf.yield %arg : i64
      }
      func.return
    }
  }
  func.func @kernel_0(%arg_1: i64, %arg: f16) -> (index, f16, i64) attributes {ref = @inner::@helper1} {
    %3 = memref.alloc() : memref<4x4x2xi16>

    memref.dealloc %3 : memref<4x4x2xi16>
    %tmp4 = arith.constant dense<-0.25> : tensor<2x8xf16>
    // ---- comment line ----
    %5 = linalg.transpose ins(%tmp4 : tensor<2x8xf16>) outs(%tmp4 : tensor<2x8xf16>) permutation = [0, 1]
    %6 = arith.constant 4 : index
    %tmp7 = tensor.empty(%6) : tensor<4x4x?xf32>
    %isfinite = math.isfinite %tmp7 : tensor<4x4x?xf32>
    %9 = arith.constant true
    scf.if %9 {
      %val = arith.constant dense<1.000000e+00> : vector<4x4x2xf32>
      %t11 = arith.negf %val fastmath<none> : vector<4x4x2xf32>
      %sum = arith.constant dense<[43, 1]> : tensor<2xi32>
      %lin_13 = linalg.add ins(%sum, %sum : tensor<2xi32>, tensor<2xi32>) outs(%sum : tensor<2xi32>) -> tensor<2xi32>
    }
    %c = arith.constant 0 : i64
    %ceildivsi = arith.ceildivsi %c, %c : i64
    %expand_shape_16 = memref.expand_shape %3 [[0], [1, 2], [3]] output_shape [4, 1, 4, 2] : memref<4x4x2xi16> into memref<4x1x4x2xi16>
    scf.forall (%tmp17) in (2) {
      %a.b = arith.constant -15 : i16
      %19 = arith.constant 1 : index
      %c_20 = arith.constant 0 : index
      %x_1 = arith.constant 1 : index
      memref.store %a.b, %3[%19, %c_20, %x_1, %19] : memref<4x4x2xi16> //
      %cst_22 = arith.constant dense<[[1.0, 0.0, 1.0, 100.0], [100.0, 4.0E+2, 0.0, 1.5e-1], [3.0,-7.5,100.0,1.000000e+00], [0.0, 100.0, -1.0, -7.5]]> : tensor<4x4xf32>
      %empty = tensor.empty() : tensor<4x4x2xf32>
      %lin_24 = linalg.broadcast ins(%cst_22 : tensor<4x4xf32>) outs(%empty : tensor<4x4x2xf32>) dimensions = [2]
    }
    %t25 = memref.alloc() : memref<2xf16>
    memref.dealloc %t25 : memref<2xf16>
    %cst = arith.constant -1.0 : bf16
    %y = arith.maxnumf %cst, %cst : bf16
    %c_29 = arith.constant 0x7fffffff : i32
    %31 = arith.xori %c_29, %c_29 : i32
    %33 = arith.constant 0.5 : f32
    %minsi_34 = arith.minsi %9, %9 : i1
    %35 = math.fma %33, %33, %33 fastmath<arcp> : f32
    %37 = arith.constant 4611686018427387903 : index
    func.return %37, %arg, %ceildivsi : index, f16, i64
  }
}
