!tensor0 = tensor<2x1xindex>
!tensor1 = tensor<3xf64>
!tensor2 = tensor<1xf64>
!buf3 = memref<3xi64>
!vec4 = vector<3xindex>
!tensor5 = tensor<3xf16>
!tensor6 = tensor<2x3xi64>
!buf7 = memref<?xi64>

module attributes {test.module_note = "std"} {
  func.func @f0(%arg_1: tensor<3xi64> {test.foo = 1 : i32}) -> (tensor<3xi64>, i64) attributes {llvm.emit_c_interface, note = "generated"} {
    %2 = tensor.empty() : tensor<3x4xindex>
    %tmp3 = tensor.extract_slice %2[0, 3] [2, 1] [2, 1] : tensor<3x4xindex> to !tensor0
    %4 = tensor.empty() : tensor<3xf64>
    %5 = arith.constant 0 : index
    %6 = tensor.extract_slice %4[%5] [1] [1] : !tensor1 to !tensor2
    %tmp7 = memref.alloc() : !buf3
    memref.dealloc %tmp7 : !buf3
    %cst_8 = arith.constant dense<[100.0, 1.000000e+00, 1.5e-1]> : vector<3xf64> //
    %cmp_9 = arith.cmpf ule, %cst_8, %cst_8 fastmath<none> : vector<3xf64>
    %sum = arith.constant dense<[0,4611686018427387903,29]> : vector<3xindex>
    %a.b = arith.cmpi uge, %sum, %sum : !vec4
    %cst_12 = arith.constant dense<-7.5> : !tensor5
    %13 = arith.maxnumf %cst_12, %cst_12 fastmath<nnan, ninf, nsz> : !tensor5
    %c_14 = arith.constant 0 : i32
    %tmp15 = arith.cmpi sgt, %c_14, %c_14 : i32
    %tmp16 = arith.constant dense<-1> : tensor<2x3xi64>
    %17 = arith.constant dense<[[4611686018427387903, 1, 0], [25, 1, 20]]> : !tensor6
    %x_1 = arith.select %tmp15, %tmp16, %17 : !tensor6
    %19 = arith.constant -1.0 : bf16
    %t20 = arith.cmpf false, %19, %19 fastmath<nnan, ninf, nsz> : bf16
    %c = arith.constant -14 : i64
    %22 = arith.constant 1 : index
    memref.store %c, %tmp7[%22] : !buf3
    %23 = tensor.empty() : tensor<3xf32>
    %24 = linalg.sub ins(%23, %23 : tensor<3xf32>, tensor<3xf32>) outs(%23 : tensor<3xf32>) -> tensor<3xf32>
    return %arg_1, %c : tensor<3xi64>, i32
  }
  func.func @f1(%arg: f16 {llvm.noundef, test.tag = "x"}, %2: i64) -> i64 {
    %lhs = math.expm1 %arg : f16
    %4 = arith.constant 1 : i64
    %c_5 = arith.constant 0 : index
    %6 = arith.constant 5 : index
    %7 = arith.constant 2 : index

    %8 = arith.constant 0 : index
    %9 = arith.constant 8 : index
    %c_10 = arith.constant 2 : index  // note
    scf.parallel (%11, %12) = (%c_5, %8) to (%6, %9) step (%7, %c_10) {
      %x13 = arith.andi %c_10, %8 : index
      scf.forall (%a.b) in (3) {

        %15 = arith.constant 1 : i1
        %shli = arith.shli %15, %15 overflow<nuw> : i1
        %tmp17 = arith.constant 3 : index
        %acc = memref.alloc(%tmp17) : !buf7
        %c = arith.constant 0 : index
        %dim_20 = memref.dim %acc, %c : memref<?xi64>
        %t21 = arith.constant 0 : index
        memref.store %4, %acc[%t21] : !buf7
      }
      %22 = arith.constant -9 : i32
      %23 = arith.sitofp %22 : i32 to f16
    }
    %cst_24 = arith.constant dense<[-16, 0, 32]> : !vec4
    %25 = arith.index_castui %cst_24 : vector<3xindex> to vector<3xi16>
    return %2 : i64
  }
}
