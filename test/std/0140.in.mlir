module {
  func.func private @ext0(i32, i32) -> (f32) attributes {test.kernel}
  func.func @compute0(%arg_1: memref<1x?xi32>, %2: tensor<2x3xi32>, %x3: vector<1x4xi32>) {
    %c = arith.constant 6 : index
    %5 = arith.constant 6 : index
    %alloc_6 = memref.alloc(%c)[%5] {alignment = 64} : memref<?x4xi32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
    cf.br ^bb1    // keep
  ^bb1:
    %cst = arith.constant dense<-7.5> : vector<8xf32>
    %8 = math.round %cst : vector<8xf32>
    cf.br ^bb2
  ^bb2:
    %9 = arith.constant dense<2.5> : vector<1xf16>
    %a.b = arith.constant dense<1> : vector<1xi32>
    %t11 = math.fpowi %9, %a.b fastmath<arcp> : vector<1xf16>, vector<1xi32>
    %x_1 = arith.cmpi uge, %c, %c : index
    cf.cond_br %x_1, ^then3, ^then3
  ^then3:
    %14 = arith.constant -7.5 : f16
    %rhs = arith.constant dense<1.0> : tensor<4x4x4xf16>
    %lin_17 = linalg.fill ins(%14 : f16) outs(%rhs : tensor<4x4x4xf16>) -> tensor<4x4x4xf16>    // keep
    func.return
  }
  func.func public @fn.1(%1: i32, %rhs: vector<1xi32>, %arg: memref<1x4xi32>) -> (i32, tensor<1x4xi32> {llvm.noundef, test.tag = "x"}) {
    %cst_4 = arith.constant 3.0 : f32
    %tmp5 = arith.cmpf ord, %cst_4, %cst_4 : f32
    %6 = arith.constant 7 : index    // keep
    %7 = tensor.empty(%6) : tensor<?x4xf32>
    %8 = math.isnan %7 : tensor<?x4xf32>
    %cst = arith.constant dense<[true]> : vector<1xi1>
    %divui_11 = arith.divui %cst, %cst : vector<1xi1>
    %12 = memref.alloc() : memref<1xi32>
    %13 = func.call @ext0(%1, %1) : (i32, i32) -> f32
    %14 = arith.constant 2.5 : bf16
    %15 = math.copysign %14, %14 fastmath<none> : bf16
    %x16 = arith.constant dense<[[0, -1, 0, -1]]> : tensor<1x4xi32>
    func.return %1, %x16 : i32, tensor<1x4xi32>
  }
}

