!buf0 = memref<2xi32>
!buf1 = memref<4xi32>
!tensor2 = tensor<2x4xf32>
!vec3 = vector<4xf32>
!tensor4 = tensor<2xf32>
func.func @compute0(%a.b: !buf0, %arg: memref<4xi32> {llvm.noundef}, %t3: !buf1 {llvm.noundef, test.tag = "x"}) -> i32 {
  %4 = arith.constant 75 : i64
  %rhs = arith.index_castui %4 : i64 to index
  %6 = tensor.empty() : !tensor2
  %9 = scf.forall (%i) in (2) shared_outs(%lhs = %6) -> (tensor<2x4xf32>) {
    %c = arith.constant 1 : i64
    %tmp11 = arith.minsi %c, %c : i64
    %cst = arith.constant dense<[[0.0,3.0,-1.0,-7.5]]> : tensor<1x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %cst into %lhs[%i, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32
    } //
  }
  %13 = arith.constant dense<0.5> : !vec3
  %val = arith.negf %13 fastmath<arcp> : !vec3
  %v15 = arith.constant dense<0> : vector<4xi64>
  %ext:2 = arith.addui_extended %v15, %v15 : vector<4xi64>, vector<4xi1>
  %acc = arith.constant dense<-7.5> : !tensor4
  %addf = arith.addf %acc, %acc fastmath<arcp> : tensor<2xf32>
  %v20 = arith.constant 36 : i32
  func.return %v20 : i32
}
