"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{function_type = (tensor<2x8xf32>) -> (tensor<2x5xf32>, tensor<2x8xf32>, tensor<2x8xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<2x8xf32>):
    %5 = "func.call"(%arg5) <{callee = @fft}> : (tensor<2x8xf32>) -> tensor<2x5xcomplex<f32>>
    %6 = "stablehlo.real"(%5) : (tensor<2x5xcomplex<f32>>) -> tensor<2x5xf32>
    %7 = "stablehlo.convert"(%arg5) : (tensor<2x8xf32>) -> tensor<2x8xcomplex<f32>>
    %8 = "func.call"(%7) <{callee = @fft_0}> : (tensor<2x8xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>
    %9 = "stablehlo.abs"(%8) : (tensor<2x8xcomplex<f32>>) -> tensor<2x8xf32>
    %10 = "func.call"(%arg5) <{callee = @fft}> : (tensor<2x8xf32>) -> tensor<2x5xcomplex<f32>>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %12 = "func.call"(%10, %11) <{callee = @_pad}> : (tensor<2x5xcomplex<f32>>, tensor<i32>) -> tensor<2x5xcomplex<f32>>
    %13 = "func.call"(%12) <{callee = @fft_1}> : (tensor<2x5xcomplex<f32>>) -> tensor<2x8xf32>
    "func.return"(%6, %9, %13) : (tensor<2x5xf32>, tensor<2x8xf32>, tensor<2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x8xf32>) -> tensor<2x5xcomplex<f32>>, sym_name = "fft", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2x8xf32>):
    %4 = "stablehlo.fft"(%arg4) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<2x8xf32>) -> tensor<2x5xcomplex<f32>>
    "func.return"(%4) : (tensor<2x5xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x8xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>, sym_name = "fft_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x8xcomplex<f32>>):
    %3 = "stablehlo.fft"(%arg3) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<2x8xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>
    "func.return"(%3) : (tensor<2x8xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x5xcomplex<f32>>, tensor<i32>) -> tensor<2x5xcomplex<f32>>, sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<2x5xcomplex<f32>>, %arg2: tensor<i32>):
    %1 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<complex<f32>>
    %2 = "stablehlo.pad"(%arg1, %1) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<2x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x5xcomplex<f32>>
    "func.return"(%2) : (tensor<2x5xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x5xcomplex<f32>>) -> tensor<2x8xf32>, sym_name = "fft_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x5xcomplex<f32>>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<2x5xcomplex<f32>>) -> tensor<2x8xf32>
    "func.return"(%0) : (tensor<2x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

